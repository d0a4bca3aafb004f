(define (problem plan_trial_T0003_potato_countertop_heat)
(:domain alfred)
(:objects
  agent1 - agent
  CupType - otype
  LettuceType - otype
  PotatoType - otype
  SpoonType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25 - object
  Cup_bar__plus_00_dot_30_bar__plus_00_dot_70_bar__plus_01_dot_70 - object
  Lettuce_bar__minus_02_dot_02_bar__plus_00_dot_90_bar__plus_01_dot_02 - object
  Spoon_bar__plus_01_dot_40_bar__plus_00_dot_82_bar__minus_01_dot_20 - object
  CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 - receptacle
  Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 - receptacle
  Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07 - receptacle
  Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29 - receptacle
  Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin - receptacle
  DiningTable_bar__plus_00_dot_17_bar__plus_00_dot_67_bar__plus_01_dot_68 - receptacle
  GarbageCan_bar__plus_01_dot_88_bar__plus_00_dot_00_bar__plus_02_dot_10 - receptacle
  loc_bar__minus_4_bar_1_bar_2_bar_30 - location
  loc_bar__minus_6_bar__minus_1_bar_3_bar_15 - location
  loc_bar__minus_6_bar__minus_5_bar_3_bar_45 - location
  loc_bar__minus_6_bar_4_bar_3_bar_0 - location
  loc_bar_0_bar_0_bar_0_bar_30 - location
  loc_bar_1_bar_5_bar_0_bar_60 - location
  loc_bar_5_bar__minus_4_bar_1_bar_45 - location
  loc_bar_7_bar_6_bar_1_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
  (receptacleType CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21 loc_bar__minus_6_bar__minus_5_bar_3_bar_45)
  (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38 loc_bar__minus_4_bar_1_bar_2_bar_30)
  (openable Cabinet_bar__minus_01_dot_55_bar__plus_00_dot_50_bar__plus_00_dot_38)
  (receptacleType Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07 loc_bar__minus_6_bar_4_bar_3_bar_0)
  (openable Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07)
  (receptacleType Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29 loc_bar__minus_6_bar__minus_1_bar_3_bar_15)
  (openable Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29)
  (receptacleType Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin loc_bar_5_bar__minus_4_bar_1_bar_45)
  (receptacleType DiningTable_bar__plus_00_dot_17_bar__plus_00_dot_67_bar__plus_01_dot_68 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_00_dot_17_bar__plus_00_dot_67_bar__plus_01_dot_68 loc_bar_1_bar_5_bar_0_bar_60)
  (receptacleType GarbageCan_bar__plus_01_dot_88_bar__plus_00_dot_00_bar__plus_02_dot_10 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_01_dot_88_bar__plus_00_dot_00_bar__plus_02_dot_10 loc_bar_7_bar_6_bar_1_bar_60)
  (objectType Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25 PotatoType)
  (inReceptacle Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25 Microwave_bar__minus_01_dot_83_bar__plus_00_dot_90_bar__minus_00_dot_29)
  (objectAtLocation Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25 loc_bar__minus_6_bar__minus_1_bar_3_bar_15)
  (pickupable Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25)
  (cleanable Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25)
  (heatable Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25)
  (coolable Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25)
  (sliceable Potato_bar__minus_01_dot_85_bar__plus_00_dot_92_bar__minus_00_dot_25)
  (objectType Cup_bar__plus_00_dot_30_bar__plus_00_dot_70_bar__plus_01_dot_70 CupType)
  (inReceptacle Cup_bar__plus_00_dot_30_bar__plus_00_dot_70_bar__plus_01_dot_70 DiningTable_bar__plus_00_dot_17_bar__plus_00_dot_67_bar__plus_01_dot_68)
  (objectAtLocation Cup_bar__plus_00_dot_30_bar__plus_00_dot_70_bar__plus_01_dot_70 loc_bar_1_bar_5_bar_0_bar_60)
  (pickupable Cup_bar__plus_00_dot_30_bar__plus_00_dot_70_bar__plus_01_dot_70)
  (cleanable Cup_bar__plus_00_dot_30_bar__plus_00_dot_70_bar__plus_01_dot_70)
  (heatable Cup_bar__plus_00_dot_30_bar__plus_00_dot_70_bar__plus_01_dot_70)
  (coolable Cup_bar__plus_00_dot_30_bar__plus_00_dot_70_bar__plus_01_dot_70)
  (objectType Lettuce_bar__minus_02_dot_02_bar__plus_00_dot_90_bar__plus_01_dot_02 LettuceType)
  (inReceptacle Lettuce_bar__minus_02_dot_02_bar__plus_00_dot_90_bar__plus_01_dot_02 Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07)
  (objectAtLocation Lettuce_bar__minus_02_dot_02_bar__plus_00_dot_90_bar__plus_01_dot_02 loc_bar__minus_6_bar_4_bar_3_bar_0)
  (pickupable Lettuce_bar__minus_02_dot_02_bar__plus_00_dot_90_bar__plus_01_dot_02)
  (cleanable Lettuce_bar__minus_02_dot_02_bar__plus_00_dot_90_bar__plus_01_dot_02)
  (coolable Lettuce_bar__minus_02_dot_02_bar__plus_00_dot_90_bar__plus_01_dot_02)
  (sliceable Lettuce_bar__minus_02_dot_02_bar__plus_00_dot_90_bar__plus_01_dot_02)
  (objectType Spoon_bar__plus_01_dot_40_bar__plus_00_dot_82_bar__minus_01_dot_20 SpoonType)
  (inReceptacle Spoon_bar__plus_01_dot_40_bar__plus_00_dot_82_bar__minus_01_dot_20 Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin)
  (objectAtLocation Spoon_bar__plus_01_dot_40_bar__plus_00_dot_82_bar__minus_01_dot_20 loc_bar_5_bar__minus_4_bar_1_bar_45)
  (pickupable Spoon_bar__plus_01_dot_40_bar__plus_00_dot_82_bar__minus_01_dot_20)
  (cleanable Spoon_bar__plus_01_dot_40_bar__plus_00_dot_82_bar__minus_01_dot_20)
  (canContain CabinetType CupType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType SpoonType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType LettuceType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType SpoonType)
  (canContain FridgeType CupType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType PotatoType)
  (canContain GarbageCanType LettuceType)
  (canContain GarbageCanType PotatoType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType PotatoType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType SpoonType)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (heatable ?o)
                    (objectType ?o PotatoType)
                    (receptacleType ?r CounterTopType)
                    (isHot ?o)
                    (inReceptacle ?o ?r)
                )
            )
        )
    )
)
)
