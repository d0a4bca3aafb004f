(define (problem plan_trial_T0001_tomato_microwave)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  ForkType - otype
  MugType - otype
  TomatoType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10 - object
  Mug_bar__minus_01_dot_60_bar__plus_00_dot_96_bar__minus_01_dot_40 - object
  Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50 - object
  Fork_bar__plus_01_dot_30_bar__plus_00_dot_82_bar__minus_01_dot_30 - object
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
  (objectType Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10 TomatoType)
  (inReceptacle Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10 Fridge_bar__minus_02_dot_10_bar__plus_00_dot_00_bar__plus_01_dot_07)
  (objectAtLocation Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10 loc_bar__minus_6_bar_4_bar_3_bar_0)
  (pickupable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10)
  (cleanable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10)
  (heatable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10)
  (coolable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10)
  (sliceable Tomato_bar__minus_02_dot_00_bar__plus_00_dot_80_bar__plus_01_dot_10)
  (objectType Mug_bar__minus_01_dot_60_bar__plus_00_dot_96_bar__minus_01_dot_40 MugType)
  (inReceptacle Mug_bar__minus_01_dot_60_bar__plus_00_dot_96_bar__minus_01_dot_40 CounterTop_bar__minus_01_dot_87_bar__plus_00_dot_95_bar__minus_01_dot_21)
  (objectAtLocation Mug_bar__minus_01_dot_60_bar__plus_00_dot_96_bar__minus_01_dot_40 loc_bar__minus_6_bar__minus_5_bar_3_bar_45)
  (pickupable Mug_bar__minus_01_dot_60_bar__plus_00_dot_96_bar__minus_01_dot_40)
  (cleanable Mug_bar__minus_01_dot_60_bar__plus_00_dot_96_bar__minus_01_dot_40)
  (heatable Mug_bar__minus_01_dot_60_bar__plus_00_dot_96_bar__minus_01_dot_40)
  (coolable Mug_bar__minus_01_dot_60_bar__plus_00_dot_96_bar__minus_01_dot_40)
  (objectType Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50 AppleType)
  (inReceptacle Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50 DiningTable_bar__plus_00_dot_17_bar__plus_00_dot_67_bar__plus_01_dot_68)
  (objectAtLocation Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50 loc_bar_1_bar_5_bar_0_bar_60)
  (pickupable Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50)
  (cleanable Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50)
  (heatable Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50)
  (coolable Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50)
  (sliceable Apple_bar__plus_00_dot_20_bar__plus_00_dot_75_bar__plus_01_dot_50)
  (objectType Fork_bar__plus_01_dot_30_bar__plus_00_dot_82_bar__minus_01_dot_30 ForkType)
  (inReceptacle Fork_bar__plus_01_dot_30_bar__plus_00_dot_82_bar__minus_01_dot_30 Sink_bar__plus_01_dot_38_bar__plus_00_dot_81_bar__minus_01_dot_27_bar_SinkBasin)
  (objectAtLocation Fork_bar__plus_01_dot_30_bar__plus_00_dot_82_bar__minus_01_dot_30 loc_bar_5_bar__minus_4_bar_1_bar_45)
  (pickupable Fork_bar__plus_01_dot_30_bar__plus_00_dot_82_bar__minus_01_dot_30)
  (cleanable Fork_bar__plus_01_dot_30_bar__plus_00_dot_82_bar__minus_01_dot_30)
  (canContain CabinetType MugType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType TomatoType)
  (canContain FridgeType AppleType)
  (canContain FridgeType MugType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType TomatoType)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o TomatoType)
                    (receptacleType ?r MicrowaveType)
                )
            )
        )
    )
)
)
