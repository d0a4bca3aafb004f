(define (problem plan_trial_H00024_tomato_sinkbasin)
(:domain alfred)
(:objects
  agent1 - agent
  CupType - otype
  KnifeType - otype
  PlateType - otype
  SpoonType - otype
  TomatoType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60 - object
  Knife_bar__plus_02_dot_24_bar__plus_00_dot_38_bar__plus_01_dot_95 - object
  Cup_bar__minus_00_dot_77_bar__minus_02_dot_36_bar__plus_01_dot_82 - object
  Plate_bar__minus_01_dot_70_bar__plus_02_dot_18_bar__plus_02_dot_07 - object
  Spoon_bar__minus_00_dot_34_bar__minus_01_dot_41_bar__plus_02_dot_06 - object
  Microwave_bar__minus_00_dot_20_bar__plus_01_dot_32_bar__plus_01_dot_77 - receptacle
  Sink_bar__minus_02_dot_34_bar__plus_00_dot_78_bar__plus_01_dot_88_bar_SinkBasin - receptacle
  Fridge_bar__plus_02_dot_44_bar__minus_02_dot_20_bar__minus_01_dot_81 - receptacle
  CounterTop_bar__plus_00_dot_68_bar__minus_00_dot_13_bar__plus_00_dot_77 - receptacle
  DiningTable_bar__plus_00_dot_49_bar__minus_00_dot_77_bar__minus_02_dot_34 - receptacle
  loc_bar_4_bar_0_bar_1_bar_30 - location
  loc_bar_4_bar_6_bar_3_bar_30 - location
  loc_bar_5_bar__minus_5_bar_2_bar_15 - location
  loc_bar_6_bar_2_bar_3_bar_15 - location
  loc_bar__minus_4_bar_2_bar_3_bar_15 - location
  loc_bar__minus_8_bar_7_bar_3_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_6_bar_2_bar_3_bar_15)
  (canContain CounterTopType CupType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType SpoonType)
  (canContain DiningTableType TomatoType)
  (canContain FridgeType CupType)
  (canContain FridgeType PlateType)
  (canContain FridgeType TomatoType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType TomatoType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType SpoonType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Microwave_bar__minus_00_dot_20_bar__plus_01_dot_32_bar__plus_01_dot_77 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_20_bar__plus_01_dot_32_bar__plus_01_dot_77 loc_bar_5_bar__minus_5_bar_2_bar_15)
  (openable Microwave_bar__minus_00_dot_20_bar__plus_01_dot_32_bar__plus_01_dot_77)
  (receptacleType Sink_bar__minus_02_dot_34_bar__plus_00_dot_78_bar__plus_01_dot_88_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_02_dot_34_bar__plus_00_dot_78_bar__plus_01_dot_88_bar_SinkBasin loc_bar_4_bar_6_bar_3_bar_30)
  (receptacleType Fridge_bar__plus_02_dot_44_bar__minus_02_dot_20_bar__minus_01_dot_81 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_02_dot_44_bar__minus_02_dot_20_bar__minus_01_dot_81 loc_bar__minus_8_bar_7_bar_3_bar_15)
  (openable Fridge_bar__plus_02_dot_44_bar__minus_02_dot_20_bar__minus_01_dot_81)
  (receptacleType CounterTop_bar__plus_00_dot_68_bar__minus_00_dot_13_bar__plus_00_dot_77 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_68_bar__minus_00_dot_13_bar__plus_00_dot_77 loc_bar_4_bar_0_bar_1_bar_30)
  (receptacleType DiningTable_bar__plus_00_dot_49_bar__minus_00_dot_77_bar__minus_02_dot_34 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_00_dot_49_bar__minus_00_dot_77_bar__minus_02_dot_34 loc_bar__minus_4_bar_2_bar_3_bar_15)
  (objectType Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60 TomatoType)
  (inReceptacle Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60 DiningTable_bar__plus_00_dot_49_bar__minus_00_dot_77_bar__minus_02_dot_34)
  (objectAtLocation Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60 loc_bar__minus_4_bar_2_bar_3_bar_15)
  (pickupable Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60)
  (cleanable Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60)
  (heatable Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60)
  (coolable Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60)
  (sliceable Tomato_bar__minus_00_dot_54_bar__plus_01_dot_94_bar__plus_01_dot_60)
  (objectType Knife_bar__plus_02_dot_24_bar__plus_00_dot_38_bar__plus_01_dot_95 KnifeType)
  (inReceptacle Knife_bar__plus_02_dot_24_bar__plus_00_dot_38_bar__plus_01_dot_95 DiningTable_bar__plus_00_dot_49_bar__minus_00_dot_77_bar__minus_02_dot_34)
  (objectAtLocation Knife_bar__plus_02_dot_24_bar__plus_00_dot_38_bar__plus_01_dot_95 loc_bar__minus_4_bar_2_bar_3_bar_15)
  (pickupable Knife_bar__plus_02_dot_24_bar__plus_00_dot_38_bar__plus_01_dot_95)
  (cleanable Knife_bar__plus_02_dot_24_bar__plus_00_dot_38_bar__plus_01_dot_95)
  (objectType Cup_bar__minus_00_dot_77_bar__minus_02_dot_36_bar__plus_01_dot_82 CupType)
  (inReceptacle Cup_bar__minus_00_dot_77_bar__minus_02_dot_36_bar__plus_01_dot_82 Sink_bar__minus_02_dot_34_bar__plus_00_dot_78_bar__plus_01_dot_88_bar_SinkBasin)
  (objectAtLocation Cup_bar__minus_00_dot_77_bar__minus_02_dot_36_bar__plus_01_dot_82 loc_bar_4_bar_6_bar_3_bar_30)
  (pickupable Cup_bar__minus_00_dot_77_bar__minus_02_dot_36_bar__plus_01_dot_82)
  (cleanable Cup_bar__minus_00_dot_77_bar__minus_02_dot_36_bar__plus_01_dot_82)
  (heatable Cup_bar__minus_00_dot_77_bar__minus_02_dot_36_bar__plus_01_dot_82)
  (coolable Cup_bar__minus_00_dot_77_bar__minus_02_dot_36_bar__plus_01_dot_82)
  (objectType Plate_bar__minus_01_dot_70_bar__plus_02_dot_18_bar__plus_02_dot_07 PlateType)
  (inReceptacle Plate_bar__minus_01_dot_70_bar__plus_02_dot_18_bar__plus_02_dot_07 Fridge_bar__plus_02_dot_44_bar__minus_02_dot_20_bar__minus_01_dot_81)
  (objectAtLocation Plate_bar__minus_01_dot_70_bar__plus_02_dot_18_bar__plus_02_dot_07 loc_bar__minus_8_bar_7_bar_3_bar_15)
  (pickupable Plate_bar__minus_01_dot_70_bar__plus_02_dot_18_bar__plus_02_dot_07)
  (cleanable Plate_bar__minus_01_dot_70_bar__plus_02_dot_18_bar__plus_02_dot_07)
  (heatable Plate_bar__minus_01_dot_70_bar__plus_02_dot_18_bar__plus_02_dot_07)
  (coolable Plate_bar__minus_01_dot_70_bar__plus_02_dot_18_bar__plus_02_dot_07)
  (objectType Spoon_bar__minus_00_dot_34_bar__minus_01_dot_41_bar__plus_02_dot_06 SpoonType)
  (inReceptacle Spoon_bar__minus_00_dot_34_bar__minus_01_dot_41_bar__plus_02_dot_06 DiningTable_bar__plus_00_dot_49_bar__minus_00_dot_77_bar__minus_02_dot_34)
  (objectAtLocation Spoon_bar__minus_00_dot_34_bar__minus_01_dot_41_bar__plus_02_dot_06 loc_bar__minus_4_bar_2_bar_3_bar_15)
  (pickupable Spoon_bar__minus_00_dot_34_bar__minus_01_dot_41_bar__plus_02_dot_06)
  (cleanable Spoon_bar__minus_00_dot_34_bar__minus_01_dot_41_bar__plus_02_dot_06)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o TomatoType)
                    (receptacleType ?r SinkBasinType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
