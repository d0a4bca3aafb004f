(define (problem plan_trial_H00004_apple_sinkbasin)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  KnifeType - otype
  LettuceType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33 - object
  Bread_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_01_dot_58 - object
  Lettuce_bar__minus_02_dot_38_bar__minus_01_dot_04_bar__minus_00_dot_51 - object
  Knife_bar__minus_02_dot_07_bar__minus_01_dot_40_bar__minus_02_dot_10 - object
  Microwave_bar__plus_01_dot_40_bar__minus_01_dot_98_bar__plus_01_dot_02 - receptacle
  CounterTop_bar__plus_02_dot_43_bar__minus_00_dot_37_bar__minus_00_dot_17 - receptacle
  DiningTable_bar__plus_00_dot_68_bar__plus_00_dot_28_bar__plus_00_dot_28 - receptacle
  Fridge_bar__minus_01_dot_41_bar__plus_01_dot_72_bar__plus_02_dot_26 - receptacle
  Sink_bar__plus_01_dot_63_bar__plus_00_dot_93_bar__plus_00_dot_52_bar_SinkBasin - receptacle
  loc_bar_2_bar__minus_7_bar_0_bar_30 - location
  loc_bar_4_bar_7_bar_2_bar_45 - location
  loc_bar_6_bar__minus_4_bar_1_bar_60 - location
  loc_bar__minus_3_bar__minus_7_bar_1_bar_0 - location
  loc_bar__minus_4_bar_3_bar_2_bar_15 - location
  loc_bar__minus_4_bar__minus_3_bar_1_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar__minus_7_bar_1_bar_0)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LettuceType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BreadType)
  (canContain DiningTableType KnifeType)
  (canContain DiningTableType LettuceType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType LettuceType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LettuceType)
  (receptacleType Microwave_bar__plus_01_dot_40_bar__minus_01_dot_98_bar__plus_01_dot_02 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_40_bar__minus_01_dot_98_bar__plus_01_dot_02 loc_bar_2_bar__minus_7_bar_0_bar_30)
  (openable Microwave_bar__plus_01_dot_40_bar__minus_01_dot_98_bar__plus_01_dot_02)
  (receptacleType CounterTop_bar__plus_02_dot_43_bar__minus_00_dot_37_bar__minus_00_dot_17 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_43_bar__minus_00_dot_37_bar__minus_00_dot_17 loc_bar__minus_4_bar_3_bar_2_bar_15)
  (receptacleType DiningTable_bar__plus_00_dot_68_bar__plus_00_dot_28_bar__plus_00_dot_28 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_00_dot_68_bar__plus_00_dot_28_bar__plus_00_dot_28 loc_bar_6_bar__minus_4_bar_1_bar_60)
  (receptacleType Fridge_bar__minus_01_dot_41_bar__plus_01_dot_72_bar__plus_02_dot_26 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_01_dot_41_bar__plus_01_dot_72_bar__plus_02_dot_26 loc_bar_4_bar_7_bar_2_bar_45)
  (openable Fridge_bar__minus_01_dot_41_bar__plus_01_dot_72_bar__plus_02_dot_26)
  (receptacleType Sink_bar__plus_01_dot_63_bar__plus_00_dot_93_bar__plus_00_dot_52_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_01_dot_63_bar__plus_00_dot_93_bar__plus_00_dot_52_bar_SinkBasin loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
  (objectType Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33 AppleType)
  (inReceptacle Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33 CounterTop_bar__plus_02_dot_43_bar__minus_00_dot_37_bar__minus_00_dot_17)
  (objectAtLocation Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33 loc_bar__minus_4_bar_3_bar_2_bar_15)
  (pickupable Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33)
  (cleanable Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33)
  (heatable Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33)
  (coolable Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33)
  (sliceable Apple_bar__minus_00_dot_96_bar__minus_00_dot_61_bar__minus_02_dot_33)
  (objectType Bread_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_01_dot_58 BreadType)
  (inReceptacle Bread_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_01_dot_58 DiningTable_bar__plus_00_dot_68_bar__plus_00_dot_28_bar__plus_00_dot_28)
  (objectAtLocation Bread_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_01_dot_58 loc_bar_6_bar__minus_4_bar_1_bar_60)
  (pickupable Bread_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_01_dot_58)
  (heatable Bread_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_01_dot_58)
  (coolable Bread_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_01_dot_58)
  (sliceable Bread_bar__plus_02_dot_42_bar__plus_00_dot_60_bar__plus_01_dot_58)
  (objectType Lettuce_bar__minus_02_dot_38_bar__minus_01_dot_04_bar__minus_00_dot_51 LettuceType)
  (inReceptacle Lettuce_bar__minus_02_dot_38_bar__minus_01_dot_04_bar__minus_00_dot_51 CounterTop_bar__plus_02_dot_43_bar__minus_00_dot_37_bar__minus_00_dot_17)
  (objectAtLocation Lettuce_bar__minus_02_dot_38_bar__minus_01_dot_04_bar__minus_00_dot_51 loc_bar__minus_4_bar_3_bar_2_bar_15)
  (pickupable Lettuce_bar__minus_02_dot_38_bar__minus_01_dot_04_bar__minus_00_dot_51)
  (cleanable Lettuce_bar__minus_02_dot_38_bar__minus_01_dot_04_bar__minus_00_dot_51)
  (coolable Lettuce_bar__minus_02_dot_38_bar__minus_01_dot_04_bar__minus_00_dot_51)
  (sliceable Lettuce_bar__minus_02_dot_38_bar__minus_01_dot_04_bar__minus_00_dot_51)
  (objectType Knife_bar__minus_02_dot_07_bar__minus_01_dot_40_bar__minus_02_dot_10 KnifeType)
  (inReceptacle Knife_bar__minus_02_dot_07_bar__minus_01_dot_40_bar__minus_02_dot_10 Sink_bar__plus_01_dot_63_bar__plus_00_dot_93_bar__plus_00_dot_52_bar_SinkBasin)
  (objectAtLocation Knife_bar__minus_02_dot_07_bar__minus_01_dot_40_bar__minus_02_dot_10 loc_bar__minus_4_bar__minus_3_bar_1_bar_30)
  (pickupable Knife_bar__minus_02_dot_07_bar__minus_01_dot_40_bar__minus_02_dot_10)
  (cleanable Knife_bar__minus_02_dot_07_bar__minus_01_dot_40_bar__minus_02_dot_10)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o AppleType)
                    (receptacleType ?r SinkBasinType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
